/**
 * Small simplified flags for the phone field's country marks (issue 18 §1: SVG flags, because emoji flags render
 * as letter pairs or boxes on many systems). Drawn for this kit, not copied artwork: each flag is a line of
 * shapes on a 30 x 20 canvas (bands, rectangles, circles, stars, polygons, strokes, a path) in a shared
 * palette, simplified to what reads at 24 x 16 px (no coats of arms, stars of the US canton omitted). One lazy
 * chunk (about 4 kB gzip) that the picker loads when it first opens (flag-chunk.ts); a country without a
 * drawing keeps its ISO-code badge (CountryMark.tsx). Not a flag package: the one well-kept set
 * (country-flag-icons) ships its React flags as one module of about 250 detailed drawings, and its per-country
 * SVG files would need innerHTML or a bundler asset rule in every host app.
 *
 * Tokens: `H`/`V` + colour letters: equal horizontal / vertical bands; `R x,y,w,h,c`; `C cx,cy,r,c`;
 * `S cx,cy,r,c` a five-point star; `P x1,y1,x2,y2,…,c` a polygon; `L x1,y1,x2,y2,width,c` a stroke;
 * `Z` + colour + path data; `J` the Union flag; `U` + field colour (navy by default): a field with the Union
 * flag in the canton.
 */
import type { ReactNode } from 'react';

const PALETTE: Readonly<Record<string, string>> = {
  a: '#9ca3af',
  b: '#0039a6',
  c: '#8c5a2b',
  d: '#01411c',
  g: '#007a3d',
  i: '#138808',
  k: '#000000',
  l: '#75aadb',
  m: '#8d1b3d',
  n: '#012169',
  o: '#ff8200',
  r: '#d21034',
  s: '#00a3dd',
  w: '#ffffff',
  y: '#fcd116',
  z: '#ff9933',
};

const UNION =
  'Hn L0,0,30,20,4,w L30,0,0,20,4,w L0,0,30,20,1.3,r L30,0,0,20,1.3,r R12,0,6,20,w R0,7,30,6,w R13.2,0,3.6,20,r R0,8.2,30,3.6,r';

/** The drawings, by ISO 3166 alpha-2 code. Territories fly the flag of their state or their ensign. */
const FLAGS: Readonly<Record<string, string>> = {
  AC: 'U C22.5,10,3,w',
  AD: 'Vbyr C15,10,2.2,c',
  AE: 'Hgwk R0,0,7.5,20,r',
  AF: 'Vkrg C15,10,3,w',
  AG: 'Hr P0,0,30,0,15,20,w P0,0,30,0,25.5,6,4.5,6,k C15,6,3,y P4.5,6,25.5,6,21.75,11,8.25,11,b',
  AI: 'U C22.5,10,3,w',
  AL: 'Hr C15,10,4,k',
  AM: 'Hrbo',
  AO: 'Hrk C15,10,4,y C15,10,3,r',
  AR: 'Hlwl C15,10,1.6,y',
  AS: 'Hrwrwrwrwrwrwr R0,0,12,10.8,n',
  AT: 'Hrwr',
  AU: 'U S7.5,15,2.5,w S22.5,4,1.2,w S22.5,16,1.2,w S19,9,1.2,w S26,8,1.2,w',
  AW: 'Hl R0,12,30,1.3,y R0,14.6,30,1.3,y S5,5,2.5,r',
  AX: 'Hb R8,0,5,20,y R0,7.5,30,5,y R9.25,0,2.5,20,r R0,8.75,30,2.5,r',
  AZ: 'Hsrg C14,10,3,w C15,10,2.4,r S17.5,10,1,w',
  BA: 'Hb P8,0,22,0,22,20,y',
  BB: 'Vbyb R14.5,6,1,9,k R12.5,6,1,4,k R16.5,6,1,4,k R12.5,9,5,1,k',
  BD: 'Hd C13.5,10,6,r',
  BE: 'Vkyr',
  BF: 'Hrg S15,10,3,y',
  BG: 'Hwgr',
  BH: 'Hr P0,0,8,0,11,2,8,4,11,6,8,8,11,10,8,12,11,14,8,16,11,18,8,20,0,20,w',
  BI: 'Hr P0,0,15,10,0,20,g P30,0,15,10,30,20,g L0,0,30,20,3,w L30,0,0,20,3,w C15,10,4.5,w S15,10,1.5,r',
  BJ: 'Hyr R0,0,12,20,g',
  BL: 'Vbwr',
  BM: 'Ur C22.5,10,3,w',
  BN: 'Hy L0,4,30,16,3,w L0,7,30,19,3,k C15,10,3,r',
  BO: 'Hryg',
  BQ: 'Hrwb',
  BR: 'Hg P3,10,15,2,27,10,15,18,y C15,10,4,n',
  BS: 'Hsys P0,0,13,10,0,20,k',
  BT: 'Hy P30,0,30,20,0,20,o C15,10,3,w',
  BV: 'Hr R8,0,5,20,w R0,7.5,30,5,w R9.25,0,2.5,20,n R0,8.75,30,2.5,n',
  BW: 'Hl R0,8,30,4,w R0,8.7,30,2.6,k',
  BY: 'Hr R0,13.3,30,6.7,g R0,0,3,20,w R1,0,1,20,r',
  BZ: 'Hb R0,0,30,2,r R0,18,30,2,r C15,10,5,w',
  CA: 'Hw R0,0,7.5,20,r R22.5,0,7.5,20,r ZrM15,3.5l1.2,2.4,1.4-.6-.5,3.2,2.1-1.3-.3,1.5,2-.2-1.5,1.9.6.9-3.6.2.2,2.5h-1.2v1.6h-.4v-1.6h-1.2l.2-2.5-3.6-.2.6-.9-1.5-1.9,2,.2-.3-1.5,2.1,1.3-.5-3.2,1.4.6z',
  CC: 'Hg C7,10,3.5,y C7,10,1.5,g S23,4,1.2,y S23,16,1.2,y S19,10,1.2,y S27,9,1.2,y C14,10,1.6,y C14.6,10,1.3,g',
  CD: 'Hs L0,20,30,0,6,y L0,20,30,0,4,r S5,5,3,y',
  CF: 'Hbwgy R13,0,4,20,r S4,2.5,1.5,y',
  CG: 'Hy P0,0,20,0,0,20,g P30,0,30,20,10,20,r',
  CH: 'Hr R13,4,4,12,w R9,8,12,4,w',
  CI: 'Vowg',
  CK: 'U C22.5,10,3,w',
  CL: 'Hwr R0,0,10,10,b S5,5,2.4,w',
  CM: 'Vgry S15,10,3,y',
  CN: 'Hr S5,5,3,y S10,2,1,y S12,4,1,y S12,7,1,y S10,9,1,y',
  CO: 'Hy R0,10,30,5,b R0,15,30,5,r',
  CR: 'Hbwrrwb',
  CV: 'Hb R0,10,30,3.3,w R0,11.1,30,1.1,r',
  CW: 'Hb R0,12.5,30,2.5,y S4,3.5,1.3,w S7,6.5,1.7,w',
  CX: 'Hg P0,0,30,20,0,20,b S4,14,1.2,w S8,10,1.2,w S8,17,1.2,w S11,13,1,w C15,10,3.5,y C15,10,1.5,g',
  CY: 'Hw P8,9,14,6.5,22,6,20,9,13,10.5,o R11,13,8,1,g',
  CZ: 'Hwr P0,0,15,10,0,20,b',
  DE: 'Hkry',
  DJ: 'Hlg P0,0,15,10,0,20,w S5,10,2,r',
  DK: 'Hr R9,0,3,20,w R0,8.5,30,3,w',
  DM: 'Hg R13,0,4,20,y R14.3,0,1.4,20,k R0,8,30,4,y R0,9.3,30,1.4,k C15,10,4,r',
  DO: 'Hw R0,0,13,8,b R17,0,13,8,r R0,12,13,8,r R17,12,13,8,b',
  DZ: 'Vgw C14.5,10,4,r C15.5,10,3.3,w S17.5,10,1.5,r',
  EC: 'Hy R0,10,30,5,b R0,15,30,5,r C15,10,2.5,c',
  EE: 'Hbkw',
  EG: 'Hrwk C15,10,2,y',
  ER: 'Hgl P0,0,30,10,0,20,r C8,10,3,y',
  ES: 'Hr R0,5,30,10,y',
  ET: 'Hgyr C15,10,4,b S15,10,3,y',
  FI: 'Hw R8,0,5,20,b R0,7.5,30,5,b',
  FJ: 'Ul C22.5,10,3.5,w',
  FK: 'U C22.5,10,3,w',
  FM: 'Hl S15,5,1.5,w S15,15,1.5,w S10,10,1.5,w S20,10,1.5,w',
  FO: 'Hw R8,0,5,20,l R0,7.5,30,5,l R9.25,0,2.5,20,r R0,8.75,30,2.5,r',
  FR: 'Vbwr',
  GA: 'Hgyb',
  GB: 'J',
  GD: 'Hr R2,2,26,16,y P2,2,15,10,2,18,g P28,2,15,10,28,18,g C15,10,2.5,r S15,10,1.5,y',
  GE: 'Hw R12,0,6,20,r R0,7,30,6,r',
  GF: 'Vbwr',
  GG: 'Hw R12.5,0,5,20,r R0,7.5,30,5,r R14.2,7,1.6,6,y R12,9.2,6,1.6,y',
  GH: 'Hryg S15,10,3,k',
  GI: 'Hw R0,13.3,30,6.7,r R12,5,6,7,r',
  GL: 'Hwr ZrM7.5,10a4.5,4.5,0,0,1,9,0z ZwM7.5,10a4.5,4.5,0,0,0,9,0z',
  GM: 'Hr R0,7,30,6,w R0,8,30,4,b R0,13,30,7,g',
  GN: 'Vryg',
  GP: 'Vbwr',
  GQ: 'Hgwr P0,0,8,10,0,20,b',
  GR: 'Hbwbwbwbwb R0,0,11.1,11.1,b R4.4,0,2.2,11.1,w R0,4.4,11.1,2.2,w',
  GT: 'Vlwl C15,10,2.5,g',
  GU: 'Hr R1,1,28,18,n C15,10,3.5,l',
  GW: 'Hyg R0,0,10,20,r S5,10,2.5,k',
  GY: 'Hg P0,0,30,10,0,20,w P0,1,28,10,0,19,y P0,0,15,10,0,20,k P0,1.3,13.5,10,0,18.7,r',
  HK: 'Hr S15,10,4.5,w',
  HM: 'U S7.5,15,2.5,w S22.5,4,1.2,w S22.5,16,1.2,w S19,9,1.2,w S26,8,1.2,w',
  HN: 'Hsws S15,10,1.3,s S10.5,8,1.3,s S10.5,12,1.3,s S19.5,8,1.3,s S19.5,12,1.3,s',
  HR: 'Hrwb R12.5,5,5,8,r R12.5,5,2.5,2,w R15,7,2.5,2,w R12.5,9,2.5,2,w R15,11,2.5,2,w',
  HT: 'Hbr R10,6,10,8,w',
  HU: 'Hrwg',
  ID: 'Hrw',
  IE: 'Vgwo',
  IL: 'Hw R0,2,30,3,b R0,15,30,3,b P15,6.5,18.5,12.3,11.5,12.3,b P15,13.5,11.5,7.7,18.5,7.7,b P15,7.9,17.3,11.6,12.7,11.6,w P15,12.1,12.7,8.4,17.3,8.4,w',
  IM: 'Hr L15,10,15,4.5,1.5,w L15,10,10.2,12.7,1.5,w L15,10,19.8,12.7,1.5,w',
  IN: 'Hzwi C15,10,2.6,n C15,10,2,w C15,10,.6,n',
  IO: 'U C22.5,10,3,w',
  IQ: 'Hrwk R12,9,6,2,g',
  IS: 'Hb R8,0,5,20,w R0,7.5,30,5,w R9.25,0,2.5,20,r R0,8.75,30,2.5,r',
  IT: 'Vgwr',
  JE: 'Hw L0,0,30,20,3,r L30,0,0,20,3,r C15,4.5,1.8,r',
  JM: 'Hg P0,0,15,10,0,20,k P30,0,15,10,30,20,k L0,0,30,20,3,y L30,0,0,20,3,y',
  JO: 'Hkwg P0,0,13,10,0,20,r S4.5,10,1.5,w',
  JP: 'Hw C15,10,6,r',
  KE: 'Hk R0,6.2,30,7.6,w R0,7.2,30,5.6,r R0,13.8,30,6.2,g C15,10,3,r',
  KG: 'Hr C15,10,5,y C15,10,3,r',
  KH: 'Hbrrb R11,7,8,6,w',
  KI: 'Hrb R0,11,30,1.5,w R0,14,30,1.5,w R0,17,30,1.5,w C15,10,3,y',
  KM: 'Hywrb P0,0,13,10,0,20,g C5,10,3,w C6,10,2.6,g',
  KN: 'Hg P30,0,30,20,0,20,r L0,20,30,0,7,y L0,20,30,0,5,k S11,12.5,1.5,w S19,7.5,1.5,w',
  KR: 'Hw C15,10,5,b ZrM10,10a5,5,0,0,1,10,0z C12.5,10,2.5,r C17.5,10,2.5,b R4,3,4,1,k R4,5,4,1,k R22,15,4,1,k R22,17,4,1,k R22,3,4,1,k R4,16,4,1,k',
  KW: 'Hgwr P0,0,8,6.7,8,13.3,0,20,k',
  KY: 'U C22.5,10,3,w',
  KZ: 'Hs C15,9,4,y',
  LA: 'Hrbbr C15,10,4,w',
  LB: 'Hr R0,5,30,10,w P15,5.5,19,13.5,11,13.5,g',
  LC: 'Hs P15,3,21,17,9,17,w P15,5,20,17,10,17,k P15,10,21,17,9,17,y',
  LI: 'Hbr C6,5,1.5,y',
  LK: 'Hy R1,1,3.5,18,g R4.5,1,3.5,18,o R9,1,20,18,m',
  LR: 'Hrwrwrwrwrwr R0,0,9.1,9.1,n S4.5,4.5,2.5,w',
  LS: 'Hbwg P15,8,19,12,11,12,k',
  LT: 'Hygr',
  LU: 'Hrwl',
  LV: 'Hm R0,8,30,4,w',
  LY: 'Hr R0,5,30,10,k R0,15,30,5,g C15,10,2.5,w C15.7,10,2,k S17,10,.9,w',
  MA: 'Hr S15,10,4,g',
  MC: 'Hrw',
  MD: 'Vbyr C15,10,2.5,c',
  ME: 'Hy R1,1,28,18,r C15,10,3,y',
  MF: 'Vbwr',
  MG: 'Hrg R0,0,10,20,w',
  MH: 'Hb P0,20,30,2,30,5,w P0,20,30,5,30,8,o S7,6,3,w',
  MK: 'Hr L0,0,30,20,2.5,y L30,0,0,20,2.5,y R13.5,0,3,20,y R0,8.5,30,3,y C15,10,3,y',
  ML: 'Vgyr',
  MM: 'Hygr S15,10.5,6,w',
  MN: 'Vrbr R3.5,5,3,10,y',
  MO: 'Hg C15,10,3,w',
  MP: 'Hrwrwrwrwrwrwr R0,0,12,10.8,n',
  MQ: 'Vbwr',
  MR: 'Hg R0,0,30,3,r R0,17,30,3,r C15,9,4,y C15,7.5,4,g S15,7,1.5,y',
  MS: 'U C22.5,10,3,w',
  MT: 'Vwr R2,2,3,3,a',
  MU: 'Hrbyg',
  MV: 'Hr R7,5,16,10,g C16,10,3,w C17,10,2.6,g',
  MW: 'Hkrg C15,6.7,3,r',
  MX: 'Vgwr C15,10,2.5,c',
  MY: 'Hrwrwrwrwrwrwrw R0,0,15,11.4,n C6,5.7,3.5,y C7,5.7,3,n S10.5,5.7,2,y',
  MZ: 'Hgky R0,6.3,30,.6,w R0,13,30,.6,w P0,0,13,10,0,20,r S5,10,2.3,y',
  NA: 'Hb P30,0,30,20,0,20,g L0,20,30,0,7,w L0,20,30,0,5,r C6,5,2.5,y',
  NC: 'Vbwr',
  NE: 'Hzwg C15,10,2.5,z',
  NF: 'Vgwg P15,5,18,15,12,15,g',
  NG: 'Vgwg',
  NI: 'Hbwb P15,8,17,11.5,13,11.5,l',
  NL: 'Hrwb',
  NO: 'Hr R8,0,5,20,w R0,7.5,30,5,w R9.25,0,2.5,20,n R0,8.75,30,2.5,n',
  NP: 'Hw P6,1,20,9,10,9,21,19,6,19,r',
  NR: 'Hn R0,9.3,30,1.4,y S8,14,2.2,w',
  NU: 'Uy',
  NZ: 'U S22,5,1.2,r S22,15,1.2,r S19,9,1.2,r S25.5,8,1.2,r',
  OM: 'Hwrg R0,0,9,20,r',
  PA: 'Hwb R15,0,15,10,r R0,10,15,10,b R15,10,15,10,w S7.5,5,2.5,b S22.5,15,2.5,r',
  PE: 'Vrwr',
  PF: 'Vbwr',
  PG: 'Hk P0,0,30,0,30,20,r S8,14,1.2,w S5,11,1,w S11,11,1,w S8,17,1,w C21,6,2.5,y',
  PH: 'Hbr P0,0,17,10,0,20,w C5.5,10,2.2,y',
  PK: 'Hd R0,0,7.5,20,w C19,10,5.5,w C20.5,8.6,4.8,d S21.5,7.5,1.6,w',
  PL: 'Hwr',
  PM: 'Vbwr',
  PR: 'Hrwrwr P0,0,13,10,0,20,l S4.5,10,2.5,w',
  PS: 'Hkwg P0,0,10,10,0,20,r',
  PT: 'Vgrr R0,0,12,20,g C12,10,3,y',
  PW: 'Hl C13,10,6,y',
  PY: 'Hrwb C15,10,2,c',
  QA: 'Hm P0,0,9,0,11.5,1.11,9,2.22,11.5,3.33,9,4.44,11.5,5.56,9,6.67,11.5,7.78,9,8.89,11.5,10,9,11.11,11.5,12.22,9,13.33,11.5,14.44,9,15.56,11.5,16.67,9,17.78,11.5,18.89,9,20,0,20,w',
  RE: 'Vbwr',
  RO: 'Vbyr',
  RS: 'Hrbw C10,9,3,r',
  RU: 'Hwbr',
  RW: 'Hs R0,10,30,5,y R0,15,30,5,g S24,5,2.5,y',
  SA: 'Hd R8,6,14,3,w R8,12,14,1,w',
  SB: 'Hg P0,0,30,0,0,20,b L0,20,30,0,2,y S4,3,1,w S8,3,1,w S4,7,1,w S8,7,1,w S6,5,1,w',
  SC: 'Hg P0,20,0,0,10,0,b P0,20,10,0,20,0,y P0,20,20,0,30,0,30,6.7,r P0,20,30,6.7,30,13.3,w',
  SE: 'Hb R9,0,3.5,20,y R0,8.25,30,3.5,y',
  SG: 'Hrw C6,5,3,w C7.2,5,3,r S8.6,3,.7,w S10,5,.7,w S7.6,7,.7,w S9.6,7,.7,w S7.2,4.6,.7,w',
  SH: 'U C22.5,10,3,w',
  SI: 'Hwbr R6,3,5,6,b',
  SJ: 'Hr R8,0,5,20,w R0,7.5,30,5,w R9.25,0,2.5,20,n R0,8.75,30,2.5,n',
  SK: 'Hwbr R6,5,6,9,r',
  SL: 'Hgwl',
  SM: 'Hwl C15,10,2,y',
  SN: 'Vgyr S15,10,3,g',
  SO: 'Hl S15,10,4.5,w',
  SR: 'Hg R0,4,30,12,w R0,5,30,10,r S15,10,3,y',
  SS: 'Hk R0,6.2,30,7.6,w R0,7.2,30,5.6,r R0,13.8,30,6.2,g P0,0,13,10,0,20,b S4.5,10,2.5,y',
  ST: 'Hgyg P0,0,8,10,0,20,r S14,10,1.8,k S21,10,1.8,k',
  SV: 'Hbwb C15,10,2,y',
  SX: 'Hrb P0,0,13,10,0,20,w',
  SZ: 'Hb R0,5,30,10,y R0,6,30,8,r C15,10,3,w',
  TA: 'U C22.5,10,3,w',
  TC: 'U C22.5,10,3,w',
  TD: 'Vbyr',
  TG: 'Hgygyg R0,0,12,12,r S6,6,3,w',
  TH: 'Hrwnnwr',
  TJ: 'Hrwg C15,10,1.5,y',
  TK: 'Hn S5,5,1.2,w S7,9,1.2,w S4,12,1.2,w S9,4,1.2,w P4,17,26,13,24,16,y',
  TL: 'Hr P0,0,15,10,0,20,y P0,0,10,10,0,20,k S3.5,10,2,w',
  TM: 'Hd R5,0,5,20,m',
  TN: 'Hr C15,10,5,w C14,10,3.5,r C15,10,3,w S16.3,10,1.8,r',
  TO: 'Hr R0,0,12,10,w R5,1.5,2,7,r R2.5,4,7,2,r',
  TR: 'Hr C12,10,5,w C13.3,10,4,r S18,10,2.2,w',
  TT: 'Hr L0,0,30,20,7,w L0,0,30,20,5,k',
  TV: 'Ul S20,5,1.2,y S25,10,1.2,y S20,15,1.2,y',
  TW: 'Hr R0,0,15,10,b C7.5,5,2.5,w',
  TZ: 'Hg P30,0,30,20,0,20,l L0,20,30,0,7,y L0,20,30,0,5,k',
  UA: 'Hby',
  UG: 'Hkyrkyr C15,10,3.5,w',
  UM: 'Hrwrwrwrwrwrwr R0,0,12,10.8,n',
  US: 'Hrwrwrwrwrwrwr R0,0,12,10.8,n',
  UY: 'Hwlwlwlwlw R0,0,13,11,w C6.5,5.5,2.5,y',
  UZ: 'Hswg R0,6.5,30,.5,r R0,13,30,.5,r C5,3.5,2,w C5.8,3.5,1.8,s',
  VA: 'Vyw C22.5,10,2,y',
  VC: 'Vbyyg P15,6,17,10,15,14,13,10,g',
  VE: 'Hybr',
  VG: 'U C22.5,10,3,w',
  VI: 'Hrwrwrwrwrwrwr R0,0,12,10.8,n',
  VN: 'Hr S15,10,5,y',
  VU: 'Hrg R0,8,30,4,y R0,8.8,30,2.4,k P0,0,13,10,0,20,y P0,1.6,11,10,0,18.4,k',
  WF: 'Vbwr',
  WS: 'Hr R0,0,15,10,n S7.5,5,1.5,w',
  XK: 'Hb P11,7,15,5,19,8,17,13,13,13,y',
  YE: 'Hrwk',
  YT: 'Vbwr',
  ZA: 'Hrb P0,0,5,0,15,6.5,30,6.5,30,13.5,15,13.5,5,20,0,20,w P0,1.8,3.2,0,14,7.7,30,7.7,30,12.3,14,12.3,3.2,20,0,18.2,g P0,4,9,10,0,16,y P0,5.6,6.6,10,0,14.4,k',
  ZM: 'Hg R18,7,4,13,r R22,7,4,13,k R26,7,4,13,o C24,4,2,o',
  ZW: 'Hgyrkryg P0,0,13,10,0,20,w S5,10,2.5,r',
};

/** A five-point star's outline around (cx, cy) with outer radius r. */
function star(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return points.join(' ');
}

function shapes(spec: string): ReactNode[] {
  return spec.split(' ').map((token, index) => {
    const kind = token.charAt(0);
    const rest = token.slice(1);
    if (kind === 'H' || kind === 'V') {
      const size = (kind === 'H' ? 20 : 30) / rest.length;
      return (
        <g key={index}>
          {[...rest].map((colour, band) => (
            // A hair of overlap so no seam of the background shows between bands.
            <rect
              key={band}
              {...(kind === 'H'
                ? { x: 0, y: band * size, width: 30, height: size + 0.05 }
                : { x: band * size, y: 0, width: size + 0.05, height: 20 })}
              fill={PALETTE[colour]}
            />
          ))}
        </g>
      );
    }
    if (kind === 'J') {
      return <g key={index}>{shapes(UNION)}</g>;
    }
    if (kind === 'U') {
      return (
        <g key={index}>
          <rect width={30} height={20} fill={PALETTE[rest || 'n']} />
          <g transform="scale(0.5)">{shapes(UNION)}</g>
        </g>
      );
    }
    if (kind === 'Z') {
      return <path key={index} d={rest.slice(1)} fill={PALETTE[rest.charAt(0)]} />;
    }
    const parts = rest.split(',');
    const fill = PALETTE[parts.pop() ?? ''];
    const [a = 0, b = 0, c = 0, d = 0, e = 0] = parts.map(Number);
    switch (kind) {
      case 'R':
        return <rect key={index} x={a} y={b} width={c} height={d} fill={fill} />;
      case 'C':
        return <circle key={index} cx={a} cy={b} r={c} fill={fill} />;
      case 'S':
        return <polygon key={index} points={star(a, b, c)} fill={fill} />;
      case 'L':
        return <line key={index} x1={a} y1={b} x2={c} y2={d} strokeWidth={e} stroke={fill} />;
      default:
        return <polygon key={index} points={parts.join(',')} fill={fill} />;
    }
  });
}

/** The codes the kit has a drawing for (tests check each one renders). */
export const FLAG_COUNTRIES: readonly string[] = Object.keys(FLAGS);

/**
 * The flag of an ISO 3166 alpha-2 code as a small decorative SVG (`aria-hidden`: the country's name carries the
 * meaning), or null when the kit has no drawing for it (the caller keeps the code badge).
 */
export function drawFlag(country: string): ReactNode {
  const spec = FLAGS[country];
  return spec === undefined ? null : (
    <svg className="ik-flag-svg" viewBox="0 0 30 20" aria-hidden="true" data-flag={country}>
      {shapes(spec)}
    </svg>
  );
}
