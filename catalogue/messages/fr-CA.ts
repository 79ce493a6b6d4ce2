/**
 * Canadian French (OQLF usage: courriel, NIP, cellulaire, « ID utilisateur »; no space before ? ! ;,
 * a space before the colon). Complete by type; loaded on demand through `loadLocale('fr-CA')`, and
 * also the fallback for every other French locale. Quoted texts of seed 001 are translated, not kept.
 */
import type { MessageTable } from './keys';

export const frCA = {
  'error.accountServicesUnavailable':
    'Nos services de compte ne sont pas disponibles pour le moment. Réessayez dans quelques minutes.',
  'error.incorrectCredentials':
    'Les renseignements de connexion saisis ne correspondent pas à nos dossiers. Vérifiez-les et réessayez.',
  'error.userIdOrPasswordIncorrect':
    "L'ID utilisateur ou le mot de passe saisi est incorrect. Vérifiez-les et réessayez.",
  'error.signInFailed':
    'Nous ne pouvons pas vous connecter avec ces renseignements. Vérifiez-les et réessayez, ou réinitialisez votre mot de passe.',
  'error.invalidPassword': "Ce mot de passe n'est pas valide. Vérifiez-le et réessayez.",
  'error.incorrectPassword': 'Ce mot de passe est incorrect. Réessayez ou réinitialisez votre mot de passe.',
  'error.accessDenied':
    "Nous ne pouvons pas vous donner accès pour le moment. S'il s'agit d'une erreur, communiquez avec le service à la clientèle.",
  'error.invalidAuthContext':
    'Votre séance de vérification a pris fin. Recommencez pour obtenir de nouvelles questions.',
  'error.somethingWentWrong': 'Un problème est survenu. Veuillez réessayer.',
  'error.refreshSomethingWentWrong': 'Un problème est survenu. Actualisez la page et réessayez.',
  'error.refreshAndTryAgain': 'Veuillez actualiser la page et réessayer.',
  'error.issueOnOurEnd': 'Nous éprouvons un problème de notre côté. Veuillez réessayer.',
  'error.incorrectConfirmationCode':
    "Ce code n'est pas le bon. Vérifiez le code que nous vous avons envoyé et réessayez.",
  'error.verificationCodeExpiredOrIncorrect':
    'Ce code de vérification est incorrect ou expiré. Vérifiez-le ou demandez un nouveau code.',
  'error.maxAttemptsReached':
    'Vous avez atteint le nombre maximal de tentatives. Demandez un nouveau code ou réessayez plus tard.',
  'error.maxAttemptsExceeded':
    'Vous avez fait trop de tentatives. Attendez quelques minutes, puis réessayez.',
  'error.invalidPhoneNumber': "Entrez un numéro de téléphone valide, y compris l'indicatif régional.",
  'error.phoneVerificationProblem':
    'Nous avons eu de la difficulté à vérifier ce numéro de téléphone. Vérifiez-le ou utilisez un autre numéro.',
  'error.identityNotVerified':
    "Nous n'avons pas pu vérifier votre identité. Vérifiez les renseignements saisis et réessayez.",
  'error.identityNotVerifiedWithPhone':
    "Nous n'avons pas pu vérifier votre identité avec le numéro de téléphone fourni. Essayez un autre moyen de vérification.",
  'error.duplicateUser': 'Vous avez déjà un compte chez nous. Connectez-vous plutôt.',
  'error.externalLoginDenied':
    "La connexion au moyen de l'autre service a été refusée, nous n'avons donc pas pu continuer. Réessayez ou connectez-vous autrement.",
  'error.invalidEmail': "Cette adresse courriel n'est pas valide. Vérifiez-la et réessayez.",
  'error.invalidSecurityQuestionOrAnswer': 'Choisissez une question de sécurité et entrez votre réponse.',
  'error.invalidSecurityAnswer':
    'Cette réponse ne correspond pas à celle que nous avons au dossier. Vérifiez-la et réessayez.',
  'error.invalidSecurityLevel':
    "Nous n'avons pas pu mettre à jour vos paramètres de sécurité. Veuillez réessayer.",
  'error.usernameInPassword':
    'Votre mot de passe ne peut pas contenir votre ID utilisateur. Choisissez un autre mot de passe.',
  'error.passwordInUsername':
    'Votre ID utilisateur ne peut pas contenir votre mot de passe. Choisissez un autre mot de passe.',
  'error.signUpFailed': 'Un problème est survenu pendant la création de votre compte. Veuillez réessayer.',
  'error.incorrectSecurityCode': 'Ce code de sécurité est incorrect. Vérifiez-le et réessayez.',
  'error.activationFailed':
    "Nous n'avons pas pu activer votre compte. Réessayez ou communiquez avec le service à la clientèle.",
  'error.previouslyUsedPassword': 'Vous avez déjà utilisé ce mot de passe. Choisissez-en un nouveau.',
  'error.accountLocked':
    'Votre compte est verrouillé. Réinitialisez votre mot de passe pour le déverrouiller, ou communiquez avec le service à la clientèle.',
  'error.accountTemporarilyLocked':
    'Votre compte est temporairement indisponible. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
  'error.captchaRejected': "Nous n'avons pas pu confirmer que vous n'êtes pas un robot. Veuillez réessayer.",
  'error.captchaRequired': "Confirmez que vous n'êtes pas un robot pour continuer.",
  'error.noMatchingAccounts':
    "Nous n'avons trouvé aucun compte que vous pouvez utiliser ici. Essayez une autre adresse courriel ou un autre ID utilisateur, ou créez un compte.",
  'error.partnerInitiationFailed':
    "Nous n'avons pas pu lancer la connexion avec l'autre service. Réessayez ou connectez-vous autrement.",
  'error.networkError':
    "Nous n'avons pas pu établir la connexion. Vérifiez votre connexion Internet et réessayez.",
  'error.timeout': "C'est plus long que prévu. Veuillez réessayer.",
  'error.aborted': 'La demande a été annulée.',
  'error.sessionExpired': 'Votre séance a expiré. Connectez-vous de nouveau pour continuer.',
  'error.reauthenticate': 'Pour votre sécurité, connectez-vous de nouveau pour continuer.',
  'error.smsUnavailable':
    'Nous ne pouvons pas envoyer de textos pour le moment. Choisissez un autre moyen de vérification ou réessayez plus tard.',
  'error.invitationExpired':
    "Cette invitation a expiré ou a déjà été acceptée. Demandez-en une nouvelle à l'expéditeur.",
  'error.emailLinkExpired': 'Le lien dans votre courriel a expiré. Demandez-en un nouveau.',
  'error.resetCodeInvalidOrExpired':
    "Ce code de réinitialisation n'est pas valide ou a expiré. Demandez un nouveau code.",
  'error.userIdTaken': 'Cet ID utilisateur est déjà pris. Essayez-en un autre.',
  'error.userIdNotValid':
    "Cet ID utilisateur n'est pas valide. Utilisez au moins 4 caractères, sans espaces ni caractères spéciaux.",
  'error.accountDeactivated':
    "Ce compte a été désactivé. Communiquez avec le service à la clientèle pour obtenir de l'aide.",
  'error.informationDoesNotMatch':
    'Les renseignements saisis ne correspondent pas à nos dossiers. Vérifiez-les et réessayez.',
  'error.noProfileFound':
    "Nous n'avons trouvé aucun profil avec ces renseignements. Vérifiez-les ou créez un compte.",
  'error.securityQuestionTimeLimit':
    'Le temps pour répondre à la question de sécurité est écoulé. Recommencez pour essayer de nouveau.',
  'error.identityInfoMismatchRefresh':
    'Les renseignements de cette page ne correspondent pas à ceux saisis plus tôt. Actualisez la page et recommencez.',

  'label.userId': 'ID utilisateur',
  'label.email': 'Adresse courriel',
  'label.confirmEmail': "Confirmez l'adresse courriel",
  'label.password': 'Mot de passe',
  'label.confirmPassword': 'Confirmez le mot de passe',
  'label.pin': 'NIP',
  'label.firstName': 'Prénom',
  'label.lastName': 'Nom de famille',
  'label.company': "Nom de l'entreprise",
  'label.answer': 'Réponse',
  'label.verificationCode': 'Code de vérification',
  'label.phone': 'Numéro de cellulaire',
  'label.streetAddress': 'Adresse municipale',
  'label.city': 'Ville',
  'label.state': 'État',
  'label.province': 'Province',
  'label.zipCode': 'Code ZIP',
  'label.postalCode': 'Code postal',
  'label.dateOfBirth': 'Date de naissance',
  'label.nationalId': '{idName}',

  'field.userId.required': 'Entrez votre ID utilisateur.',
  'field.userId.invalid': 'Entrez un ID utilisateur valide.',
  'field.email.required': 'Entrez votre adresse courriel.',
  'field.email.invalid': 'Entrez une adresse courriel valide, comme nom@exemple.com.',
  'field.confirmEmail.required': 'Entrez de nouveau votre adresse courriel.',
  'field.confirmEmail.invalid': 'Entrez une adresse courriel valide, comme nom@exemple.com.',
  'field.confirmEmail.mismatch': 'Les adresses courriel ne correspondent pas. Vérifiez-les et réessayez.',
  'field.password.required': 'Entrez votre mot de passe.',
  'field.password.invalid': 'Entrez un mot de passe valide.',
  'field.confirmPassword.required': 'Entrez de nouveau votre mot de passe.',
  'field.confirmPassword.invalid': 'Entrez un mot de passe valide.',
  'field.confirmPassword.mismatch': 'Les mots de passe ne correspondent pas. Vérifiez-les et réessayez.',
  'field.pin.required': 'Entrez votre NIP.',
  'field.pin.invalid': 'Entrez un NIP valide de 4 chiffres.',
  'field.firstName.required': 'Entrez votre prénom.',
  'field.firstName.invalid': 'Entrez un prénom valide.',
  'field.lastName.required': 'Entrez votre nom de famille.',
  'field.lastName.invalid': 'Entrez un nom de famille valide.',
  'field.company.required': 'Entrez le nom de votre entreprise.',
  'field.company.invalid': "Entrez un nom d'entreprise valide.",
  'field.answer.required': 'Entrez votre réponse.',
  'field.answer.invalid': 'Entrez une réponse valide.',
  'field.verificationCode.required': 'Entrez le code de vérification.',
  'field.verificationCode.invalid': 'Entrez un code de vérification valide de 6 chiffres.',
  'field.phone.required': 'Entrez votre numéro de téléphone.',
  'field.phone.invalid': 'Entrez un numéro de téléphone valide.',
  'field.streetAddress.required': 'Entrez votre adresse municipale.',
  'field.streetAddress.invalid': 'Entrez une adresse municipale valide.',
  'field.city.required': 'Entrez votre ville.',
  'field.city.invalid': 'Entrez une ville valide.',
  'field.state.required': 'Choisissez votre État.',
  'field.state.invalid': 'Choisissez un État valide.',
  'field.province.required': 'Choisissez votre province.',
  'field.province.invalid': 'Choisissez une province valide.',
  'field.zipCode.required': 'Entrez votre code ZIP.',
  'field.zipCode.invalid': 'Entrez un code ZIP valide de 5 chiffres.',
  'field.postalCode.required': 'Entrez votre code postal.',
  'field.postalCode.invalid': 'Entrez un code postal valide, comme A1A 1A1.',
  'field.dateOfBirth.required': 'Entrez votre date de naissance.',
  'field.dateOfBirth.invalid': 'Entrez une date de naissance valide, comme {format}.',
  'field.nationalId.required': 'Entrez votre {idName}.',
  'field.nationalId.invalid': 'Entrez un {idName} valide.',
  'field.optional': '(facultatif)',

  'fieldReason.required': 'Ce champ est obligatoire.',
  'fieldReason.tooShort': 'Cette valeur est trop courte.',
  'fieldReason.tooLong': 'Cette valeur est trop longue.',
  'fieldReason.whitespace': 'Retirez les espaces.',
  'fieldReason.invalidCharacters': 'Retirez les caractères non permis.',
  'fieldReason.invalidFormat': "Le format n'est pas le bon.",
  'fieldReason.invalidDate': 'Entrez une date qui existe.',
  'fieldReason.pattern': "Le format n'est pas le bon.",
  'fieldReason.unsupportedCountry': 'Nous ne pouvons pas accepter les numéros de téléphone de ce pays.',
  'fieldReason.phoneRulesNotLoaded':
    'Nous nous préparons encore à vérifier les numéros de téléphone. Réessayez dans un instant.',

  'nationalId.US': 'numéro de sécurité sociale',
  'nationalId.GB': "numéro d'assurance nationale",
  'nationalId.CA': "numéro d'assurance sociale",
  'nationalId.IN': 'numéro PAN',
  'nationalId.BR': 'numéro CEP',

  'password.checklistTitle': 'Votre mot de passe doit contenir :',
  'password.minLength': 'Au moins {min} caractères',
  'password.upperAndLower': 'Des lettres majuscules et minuscules',
  'password.numeric': 'Au moins un chiffre',
  'password.special': 'Au moins un symbole, comme ! @ # $',
  'password.noSpaces': 'Aucune espace',
  'password.maxLength': 'Au plus {max} caractères',
  'password.noDisallowedWords': 'Ne contient pas votre nom, votre ID utilisateur ni votre courriel',
  'password.notUsername': "Ne contient pas votre ID utilisateur et n'en fait pas partie",
  'password.notPreviouslyUsed': "N'est pas un de vos anciens mots de passe",
  'password.notCommon': "N'est pas un mot de passe courant",
  'password.noRepeated': 'Aucun chiffre ni caractère répété',
  'password.goodPassword': 'Bon mot de passe!',
  'password.hint':
    'Conseil : quelques mots sans lien entre eux forment un mot de passe long et facile à retenir.',
  'password.met': 'Fait',
  'password.notMet': 'Pas encore',

  'collision.username_taken': 'Cet ID utilisateur est déjà pris.',
  'collision.userid_accountcollision': 'Cet ID utilisateur est déjà utilisé.',
  'collision.already_user': 'Un compte utilise déjà cette adresse courriel.',
  'collision.found_an_account':
    "Nous avons trouvé un compte avec cette adresse courriel. Connectez-vous pour l'utiliser.",
  'collision.different_email_as_user_id':
    "Ce courriel est différent de celui de votre compte. Assurez-vous que c'est bien celui que vous voulez utiliser.",
  'collision.found_an_account_using': 'Nous avons trouvé un compte qui utilise {maskedEmail}.',
  'collision.chooseDifferentId': 'Choisir un autre ID utilisateur',
  'collision.noThanks': 'Non merci',
  'collision.sendUserId': "M'envoyer l'ID utilisateur",
  'collision.signIn': 'Se connecter',

  'oauth.invalid_redirect_uri':
    "Nous ne pouvons pas vous renvoyer à l'application, car son adresse de retour n'est pas valide. Connectez-vous de nouveau à partir de l'application.",
  'oauth.invalid_client':
    "L'application d'où vous venez n'est pas reconnue. Retournez à l'application et réessayez.",
  'oauth.unauthorized_client':
    "L'application d'où vous venez n'est pas autorisée à vous connecter de cette façon. Retournez à l'application et réessayez.",
  'oauth.x_invalid_app_token':
    "L'application d'où vous venez n'a pas pu être vérifiée. Retournez à l'application et réessayez.",
  'oauth.overall_redirect_uri_too_long':
    "Nous ne pouvons pas vous renvoyer à l'application, car son adresse de retour est trop longue. Retournez à l'application et réessayez.",
  'oauth.cannot_parse_response_text':
    "Nous n'avons pas pu terminer votre connexion à l'application. Veuillez réessayer.",
  'oauth.generic': "Nous n'avons pas pu terminer votre connexion à l'application. Veuillez réessayer.",
  'oauth.backToSignIn': 'Retour à la connexion',

  'securityQuestion.firstTeacher':
    'Quel était le nom de famille de votre premier enseignant ou de votre première enseignante?',
  'securityQuestion.firstLove':
    'Quel était le prénom de votre premier amoureux ou de votre première amoureuse?',
  'securityQuestion.firstBoss': 'Quel était le nom de votre premier patron ou de votre première patronne?',
  'securityQuestion.favoriteVacation': 'Quelle est votre destination vacances préférée?',
  'securityQuestion.firstPet': 'Quel était le nom de votre premier animal de compagnie?',
  'securityQuestion.favoriteMusician': 'Qui est votre musicien ou musicienne préféré(e)?',
  'securityQuestion.favoriteMovieCharacter': 'Quel est votre personnage de film préféré?',
  'securityQuestion.favoriteBook': 'Quel est votre livre préféré?',
  'securityQuestion.childhoodSummer': 'Où passiez-vous vos étés quand vous étiez enfant?',
  'securityQuestion.childhoodHero': "Qui était votre héros ou votre héroïne d'enfance?",
  'securityQuestion.childhoodBestFriend':
    "Quel était le prénom de votre meilleur ami ou de votre meilleure amie d'enfance?",

  'lastLogin.today': "Dernière connexion aujourd'hui",
  'lastLogin.days': 'Dernière connexion il y a {count, plural, one {# jour} other {# jours}}',
  'lastLogin.weeks': 'Dernière connexion il y a {count, plural, one {# semaine} other {# semaines}}',
  'lastLogin.months': 'Dernière connexion il y a {count, plural, one {# mois} other {# mois}}',
  'lastLogin.years': 'Dernière connexion il y a {count, plural, one {# an} other {# ans}}',

  'configured.identityVerificationFailedHeader': "Hum, ça n'a pas fonctionné",
  'configured.accountDisabledHeader': "La fonction demandée n'est pas disponible pour le moment.",
  'configured.tryAgainLink': 'Essayez de vous connecter de nouveau',
  'configured.payStubRetryHelper':
    "Assurez-vous d'utiliser les renseignements fournis à votre employeur et qui figurent sur votre talon de paie",
  'configured.ownerRetryHelper':
    "Assurez-vous d'utiliser les renseignements du propriétaire de l'entreprise ou du mandant principal",
  'configured.identityMatchFailure':
    "Aucune correspondance trouvée. Assurez-vous d'utiliser les renseignements du contribuable principal (la première personne inscrite sur la déclaration de revenus).",
  'configured.identityMatchFailurePayStub':
    "Aucune correspondance trouvée. Assurez-vous d'utiliser les renseignements fournis à votre employeur, tels qu'ils figurent sur votre talon de paie ou votre formulaire W-9.",
  'configured.identityMatchFailureOwner':
    "Aucune correspondance trouvée. Assurez-vous d'utiliser les renseignements du propriétaire de l'entreprise ou du mandant principal.",

  'accountDeletion.title': 'Nous supprimons votre compte',
  'accountDeletion.notice':
    'Vous pouvez annuler cette demande dans les {hours} heures. Ensuite, vous ne pourrez plus vous connecter pendant le traitement, qui prend environ {days} jours.',
  'accountDeletion.cancel': 'Annuler la suppression du compte',
  'lockout.title': 'La connexion est temporairement bloquée',
  'lockout.notice':
    'Pour votre sécurité, nous avons bloqué la connexion après trop de tentatives. Réessayez dans {minutes, plural, one {# minute} other {# minutes}} ou réinitialisez votre mot de passe.',
  'lockout.noticeNoTime':
    'Pour votre sécurité, nous avons bloqué la connexion après trop de tentatives. Réessayez plus tard ou réinitialisez votre mot de passe.',
  'notice.twoStepOffAfterPhoneChange':
    'Comme vous avez changé votre numéro de téléphone, nous avons désactivé la vérification en deux étapes. Réactivez-la dans vos paramètres de sécurité.',
  'notice.recoveryLinkValidity': 'Le lien dans le courriel est valide pendant {hours} heures.',
  'notice.usPhoneOnly':
    'Pour le moment, nous acceptons seulement les numéros de téléphone des États-Unis. Les numéros prépayés, de ligne fixe et Internet (VoIP) ne fonctionnent pas.',
  'notice.userIdRules': 'Utilisez au moins 4 caractères, sans espaces ni caractères spéciaux.',

  'browser.unsupported.title': "Votre navigateur n'est pas pris en charge",
  'browser.unsupported.body':
    'Pour vous connecter en toute sécurité, mettez à jour votre navigateur ou utilisez une version récente de Chrome, Edge, Firefox ou Safari.',

  'emailConfirmation.title': 'Confirmez votre adresse courriel',
  'emailConfirmation.body': 'Confirmez que {email} est bien votre adresse courriel.',
  'emailConfirmation.confirm': "Confirmer l'adresse courriel",
  'emailConfirmation.confirming': 'Confirmation…',
  'emailConfirmation.verified.body': "Merci d'avoir confirmé {email}. Vous pouvez fermer cette page.",
  'emailConfirmation.notVerified.body':
    'Ce lien est expiré, a déjà été utilisé ou est incomplet. Demandez un nouveau courriel de confirmation dans les paramètres de votre compte.',
  'emailConfirmation.signIn.title': 'Connectez-vous pour confirmer votre adresse courriel',
  'emailConfirmation.signIn.body':
    'Pour votre sécurité, connectez-vous au compte qui utilise {email}, puis ouvrez de nouveau le lien du courriel.',
  'invitation.inProgress': 'En cours',
  'invitation.accepted': 'Acceptée',
  'invitation.rejected': 'Refusée',
  'invitation.removed': 'Retirée',

  'code.resendIn': 'Vous pourrez demander un nouveau code dans {time}.',
  'code.resend': 'Envoyer un nouveau code',
  'partner.signInWith': 'Se connecter avec {partner}',
  'partner.or': 'ou',

  // MFA and post-auth screens (ui/screens/mfa, ui/screens/post-auth), brand parts
  'mfa.picker.legend': 'Où devons-nous envoyer votre code?',
  'mfa.picker.hint': 'Choisissez-en un. Vous pourrez en choisir un autre plus tard.',
  'mfa.picker.required': 'Choisissez comment vous voulez confirmer votre identité.',
  'mfa.picker.to': 'À {destination}',
  'mfa.challenge.smsOow': 'Texter un code à un numéro que je saisis',
  'mfa.challenge.phoneCollection': 'Ajouter un numéro de cellulaire et recevoir un code',
  'mfa.challenge.emailCollection': 'Ajouter une adresse courriel et recevoir un code',
  'mfa.challenge.passwordCollection': 'Créer un mot de passe',
  'mfa.code.hint': 'Entrez le code à 6 chiffres. Vous pouvez le coller avec ou sans espaces.',
  'mfa.code.calling': 'Nous appelons le {destination} pour vous donner un code.',
  'mfa.code.sending': 'Envoi de votre code…',
  'mfa.code.notSent':
    "Nous n'avons pas encore envoyé de code. Sélectionnez Envoyer un nouveau code pour en recevoir un.",
  'mfa.code.resent': 'Nous vous avons envoyé un nouveau code.',
  'mfa.code.canResend': 'Vous pouvez maintenant demander un nouveau code.',
  'mfa.code.didntGetIt': "Vous n'avez pas reçu de code?",
  'mfa.code.didntGetItBody':
    'Un code peut prendre une minute à arriver. Vérifiez que {destination} vous appartient, demandez un nouveau code ou choisissez un autre moyen de vérification.',
  'mfa.code.didntGetItBodyNoDestination':
    'Un code peut prendre une minute à arriver. Demandez un nouveau code ou choisissez un autre moyen de vérification.',
  'mfa.verifying': 'Vérification en cours…',
  'mfa.totp.title': "Entrez le code de votre application d'authentification",
  'mfa.totp.hint':
    "Ouvrez votre application d'authentification et entrez le code à 6 chiffres affiché pour ce compte.",
  'mfa.totpSetup.scan': "Balayez ce code QR avec votre application d'authentification.",
  'mfa.totpSetup.qrLabel': "Code QR pour configurer votre application d'authentification",
  'mfa.totpSetup.loading': 'Préparation de votre code QR…',
  'mfa.totpSetup.qrUnavailable':
    "Le code QR n'a pas pu être affiché. Entrez plutôt la clé ci-dessous dans votre application.",
  'mfa.totpSetup.manual':
    "Vous ne pouvez pas le balayer? Ajoutez le compte dans l'application avec cette clé de configuration :",
  'mfa.totpSetup.keyLabel': 'Clé de configuration',
  'mfa.totpSetup.codeHint': "Entrez ensuite le code à 6 chiffres affiché par l'application.",
  'mfa.oow.hint':
    'Choisissez la réponse qui correspond à vos dossiers. Ces questions proviennent de dossiers publics et de crédit.',
  'mfa.oow.loading': 'Obtention de vos questions…',
  'mfa.oow.required': 'Choisissez une réponse à cette question.',
  'mfa.oow.questionLabel': 'Question {number} sur {count}',
  'mfa.oow.restart': 'Obtenir de nouvelles questions',
  'mfa.sqa.hint': 'Les majuscules et les minuscules ne comptent pas.',
  'mfa.govid.title': "Confirmez votre identité avec une pièce d'identité officielle",
  'mfa.govid.body':
    "Nous ouvrirons une page sécurisée où vous prendrez en photo votre pièce d'identité et vous-même. Cela prend environ 2 minutes. Revenez ensuite à cette page.",
  'mfa.govid.continue': "Commencer la vérification de la pièce d'identité",
  'mfa.govid.unavailable':
    "La vérification de la pièce d'identité ne peut pas commencer à partir de cette page, et aucun autre moyen de vérifier votre compte n'est offert ici. Connectez-vous de nouveau pour réessayer. Si le problème persiste, communiquez avec le service à la clientèle.",
  'mfa.govid.signInAgain': 'Se connecter de nouveau',
  'mfa.fido.body':
    'Utilisez la clé d’accès de cet appareil ou votre clé de sécurité. Votre navigateur vous demandera de confirmer.',
  'mfa.fido.start': "Utiliser ma clé d'accès",
  'mfa.fido.waiting': 'Suivez les instructions de votre navigateur…',
  'error.webauthnNotAllowed':
    "La demande de clé d'accès a été annulée ou a expiré. Réessayez ou choisissez un autre moyen de vérification.",
  'error.webauthnUnsupported':
    "Ce navigateur ne prend pas en charge les clés d'accès. Choisissez un autre moyen de vérification.",
  'mfa.password.title': 'Entrez votre mot de passe',
  'mfa.password.body': 'Pour protéger votre compte, entrez de nouveau votre mot de passe.',
  'mfa.passwordCollection.body':
    'Créez un mot de passe pour votre compte. Vous vous en servirez pour vous connecter.',
  'mfa.phone.hint': "Nous texterons un code à ce numéro pour confirmer qu'il vous appartient.",
  'mfa.email.hint': "Nous enverrons un code à cette adresse pour confirmer qu'elle vous appartient.",
  'mfa.sendCode': 'Envoyer le code',
  'mfa.unsupported.body': "Ce moyen de vérification n'est pas offert ici. Choisissez-en un autre.",
  'mfa.unsupported.onlyTitle': 'Nous ne pouvons pas confirmer votre identité ici',
  'mfa.unsupported.unavailable':
    "Ce moyen de vérification n'est pas offert sur cette page, et aucun autre moyen de vérifier votre compte n'est offert ici. Connectez-vous de nouveau pour réessayer. Si le problème persiste, communiquez avec le service à la clientèle.",
  'mfa.unsupported.signInAgain': 'Se connecter de nouveau',
  'postAuth.working': 'Un instant, nous finalisons votre connexion.',
  'postAuth.vuu.title': 'Protégez votre compte',
  'postAuth.vuu.body':
    'Ces renseignements nous servent à confirmer votre identité et à vous joindre si quelque chose semble anormal.',
  'postAuth.vuu.submit': 'Enregistrer et continuer',
  'postAuth.vuu.saving': 'Enregistrement en cours…',
  'postAuth.vuu.learnMoreAbout': 'Pourquoi nous demandons ces renseignements',
  'postAuth.passkey.title': 'Connectez-vous plus rapidement la prochaine fois',
  'postAuth.passkey.body':
    "Créez une clé d'accès pour vous connecter avec votre visage, votre empreinte digitale ou le code de votre appareil plutôt qu'avec un mot de passe.",
  'postAuth.passkey.create': "Créer une clé d'accès",
  'postAuth.passkey.notNow': 'Pas maintenant',
  'postAuth.consent.body':
    'Une application veut utiliser votre compte pour vous connecter. Elle verra votre nom, votre adresse courriel et votre profil.',
  'postAuth.consent.label':
    "J'autorise cette application à utiliser mon nom, mon adresse courriel et mon profil",
  'postAuth.consent.required':
    'Confirmez que vous autorisez cette application à utiliser vos renseignements, ou sélectionnez Refuser.',
  'postAuth.invitation.body':
    "Vous avez été invité à partager l'accès à un compte. Acceptez pour poursuivre avec cette invitation.",
  'postAuth.invitation.provisionalBody':
    "Votre accès reste limité jusqu'à ce que le propriétaire du compte le confirme. Acceptez pour continuer.",
  'postAuth.partner.title': 'Associer votre compte {partner}',
  'postAuth.oauth.title': "Nous n'avons pas pu finaliser votre connexion",
  'handoff.plus': 'et',
  'handoff.logo': 'Logo de {name}',
  'partner.moreOptions': 'Autres façons de se connecter',
  'flow.signedIn.body': "Vous pouvez fermer cette page ou retourner à l'application.",
  'flow.signedOut.body': 'Connectez-vous de nouveau pour continuer.',

  'screen.signIn': 'Connexion',
  'screen.createAccount': 'Créer un compte',
  'screen.createUserId': 'Créer un ID utilisateur',
  'screen.createPassword': 'Créer un mot de passe',
  'screen.updatePassword': 'Mettre à jour votre mot de passe',
  'screen.resetPassword': 'Réinitialiser votre mot de passe',
  'screen.forgotUserIdOrPassword': 'Vous avez oublié votre ID utilisateur ou votre mot de passe?',
  'screen.chooseVerification': "Choisissez comment confirmer que c'est bien vous",
  'screen.enterCode': 'Entrez votre code de vérification',
  'screen.phoneCollection': 'Ajoutez votre numéro de cellulaire',
  'screen.emailCollection': 'Ajoutez votre adresse courriel',
  'screen.emailVerified': 'Votre adresse courriel est vérifiée',
  'screen.emailNotVerified': "Nous n'avons pas pu vérifier votre adresse courriel",
  'screen.accountSelection': 'Choisissez un compte',
  'screen.companyPicker': 'Choisissez une entreprise',
  'screen.invitationAccept': 'Acceptez votre invitation',
  'screen.invitationExpired': "Cette invitation n'est plus valide",
  'screen.deviceSignIn': 'Connectez-vous avec votre visage, votre empreinte digitale ou votre code',
  'screen.robotCheck': "Confirmez que vous n'êtes pas un robot",
  'screen.marketingConsent': 'Restez au courant',
  'screen.termsConsent': 'Lisez et acceptez les conditions',
  'screen.accountLocked': 'Votre compte est verrouillé',
  'screen.highRiskBlock': 'Nous ne pouvons pas continuer pour le moment',
  'screen.verifySignedIn': "Confirmez que c'est bien vous",
  'screen.securityQuestion': 'Répondez à votre question de sécurité',
  'screen.knowledgeQuestions': 'Répondez à quelques questions à votre sujet',
  'screen.totpSetup': "Configurez votre application d'authentification",

  'challenge.sms': 'Recevoir un code par texto',
  'challenge.voice': 'Recevoir un code par appel',
  'challenge.email': 'Recevoir un code par courriel',
  'challenge.totp': "Utiliser mon application d'authentification",
  'challenge.govid': "Prendre des photos de ma pièce d'identité officielle",
  'challenge.sqa': 'Répondre à ma question de sécurité',
  'challenge.oow': 'Répondre à des questions sur mon historique personnel',
  'challenge.fido': 'Utiliser mon visage, mon empreinte digitale ou mon code',
  'challenge.password': 'Entrer mon mot de passe',

  'action.continue': 'Continuer',
  'action.signIn': 'Se connecter',
  'action.signOut': 'Se déconnecter',
  'action.cancel': 'Annuler',
  'action.back': 'Retour',
  'action.next': 'Suivant',
  'action.verify': 'Vérifier',
  'action.createAccount': 'Créer un compte',
  'action.forgotUserIdOrPassword': 'ID utilisateur ou mot de passe oublié?',
  'action.showPassword': 'Afficher le mot de passe',
  'action.hidePassword': 'Masquer le mot de passe',
  'action.skip': 'Passer pour le moment',
  'action.learnMore': 'En savoir plus',
  'action.tryAgain': 'Réessayer',
  'action.tryAnotherWay': 'Essayer autrement',
  'action.useAnotherAccount': 'Utiliser un autre compte',
  'action.rememberMe': 'Se souvenir de moi',
  'action.staySignedIn': 'Rester connecté',
  'action.accept': 'Accepter',
  'action.decline': 'Refuser',

  'code.sentTo': 'Nous avons envoyé un code à {destination}.',
  'footer.legal': 'Avis juridiques',
  'footer.privacy': 'Confidentialité',
  'footer.security': 'Sécurité',
  'footer.copyright': '© {year} {company}. Tous droits réservés.',
  'handoff.title': 'Continuer vers {partner}',
  'handoff.body':
    'Vous pouvez utiliser votre compte {offering} avec {partner}. Sélectionnez Continuer pour les lier, ou Annuler pour revenir en arrière.',
  'captcha.terms':
    "Ce site est protégé par reCAPTCHA. La politique de confidentialité et les conditions d'utilisation de Google s'appliquent.",
  'signUp.chatSubheader': 'Cela vous aidera à obtenir des réponses.',
  'signUp.oneAccountHelp': 'Un seul compte pour tous nos produits',
  'signUp.buyNow.title': 'Créez un compte pour terminer votre achat',
  'signUp.buyNow.submit': 'Créer le compte et passer à la caisse',
  'signUp.oia.title': 'Créez un compte pour commencer',
  'signUp.oia.submit': 'Créer le compte et continuer',
  'errorSummary.title': 'Un problème est survenu',
  'step.loading': 'Chargement…',
  'step.loadFailed': 'Cette étape ne s’est pas chargée. Vérifiez votre connexion, puis réessayez.',
  'errorSummary.errorPrefix': 'Erreur :',
  'shell.home': 'Accueil {brand}',
  'shell.footerLogos': 'Nos produits',
  'shell.footerLinks': 'Renseignements juridiques et confidentialité',
  'signIn.identifier.label': 'Courriel ou ID utilisateur',
  'signIn.identifier.required': 'Entrez votre courriel ou votre ID utilisateur.',
  'signIn.tabs.label': 'Se connecter avec',
  'signIn.tab.email': 'Courriel ou ID utilisateur',
  'signIn.tab.phone': 'Numéro de téléphone',
  'signIn.signingInAs': 'Connexion en tant que {identifier}',
  'signIn.submitting': 'Connexion en cours…',
  'signIn.accountChoice.hint':
    "Plus d'un compte utilise {identifier}. Choisissez celui auquel vous voulez vous connecter.",
  'signIn.accountChoice.remove': 'Retirer {account} de cette liste',
  'signIn.captcha.label': 'Vérification de sécurité',
  'signIn.captcha.hint': 'Effectuez la vérification de sécurité, puis sélectionnez de nouveau Se connecter.',
  'signIn.captcha.required': 'Effectuez la vérification de sécurité.',
  'signIn.disabled.title': 'Nous ne pouvons pas vous connecter pour le moment',
  'signIn.verify.body':
    'Vous êtes connecté en tant que {identifier}. Pour protéger votre compte, confirmez votre identité avant de continuer.',
  'signIn.signedIn.title': 'Vous êtes connecté',
  'signIn.signedOut.title': 'Vous êtes déconnecté',
  'signIn.postAuth.title': 'Finalisation de votre connexion',
  'signIn.placeholder.body':
    "Cette étape n'est pas encore offerte sur cette page. Réessayez de vous connecter plus tard.",
  'fields.password.tips': 'Conseils pour le mot de passe',
  'fields.dismiss': 'Fermer',
  'fields.checking': 'Vérification en cours…',
  'fields.userIdAvailable': 'Cet ID utilisateur est disponible.',
  'fields.accountExistsPersistent': 'Vous avez déjà un compte avec cette adresse courriel?',
  'fields.signInInstead': 'Se connecter plutôt',
  'fields.phone.country': 'Pays ou région : {country}',
  'fields.phone.chooseCountry': 'Choisissez un pays ou une région',
  'fields.phone.search': 'Rechercher un pays',
  'fields.phone.noResults': 'Aucun pays ne correspond à votre recherche.',
  'fields.phone.international': "Utiliser un numéro d'un autre pays",
  'fields.phone.smsOnlyHint':
    'Nous envoyons un code par texto à ce numéro : seuls les pays qui peuvent recevoir nos textos sont offerts.',
  'fields.phone.smsOnlyCleared':
    'Nous ne pouvons pas envoyer de textos aux numéros de ce pays : nous avons donc effacé le numéro. Choisissez un autre pays ou entrez un autre numéro.',
  'fields.phone.countryOption': '{country} (indicatif +{code})',
  'signUp.submitting': 'Création de votre compte…',
  'signUp.haveAccount': 'Vous avez déjà un compte?',
  'signUp.phone.hint': 'Nous enverrons un code par texto à ce numéro pour le vérifier.',
  'signUp.pin.hint': 'Utilisez 4 chiffres.',
  'signUp.showPin': 'Afficher le NIP',
  'signUp.phoneCode.title': 'Vérifiez votre numéro de cellulaire',
  'signUp.emailCode.title': 'Confirmez votre adresse courriel',
  'signUp.emailCode.hint': 'Entrez le code de {length} caractères reçu par courriel.',
  'signUp.emailCode.invalid': 'Entrez le code de {length} caractères reçu par courriel.',
  'signUp.code.sending': 'Envoi de votre code…',
  'signUp.done.title': 'Votre compte est prêt',
  'signUp.done.body': 'Vous pouvez maintenant vous connecter avec {email}.',
  'signUp.collision.title': 'Vous avez peut-être déjà un compte',
  'signUp.collision.body':
    'Un compte utilise déjà {email}. Connectez-vous à ce compte ou utilisez une autre adresse courriel.',
  'signUp.collision.account': 'Compte associé à {maskedEmail}',
  'signUp.collision.useDifferentEmail': 'Utiliser une autre adresse courriel',
  'signUp.signInInstead': 'Se connecter plutôt',
  'signUp.consent':
    "En sélectionnant {action}, vous acceptez nos conditions d'utilisation et notre déclaration de confidentialité.",
  'signUp.termsLink': "Conditions d'utilisation",
  'signUp.privacyLink': 'Déclaration de confidentialité',
  'signUp.termsDate': "Conditions d'utilisation mises à jour le {date}",
  'signUp.privacyDate': 'Déclaration de confidentialité mise à jour le {date}',
  'signUp.accountLink': 'À propos de votre compte',
  'recovery.identifier.label': 'Courriel, téléphone ou identifiant',
  'recovery.identifier.required': 'Entrez votre courriel, votre téléphone ou votre identifiant.',
  'recovery.challenges.title': "Confirmez qu'il s'agit bien de vous",
  'recovery.challenges.body': 'Répondez à ces questions pour nous confirmer que ce compte est le vôtre.',
  'recovery.securityQuestion.label': 'Question de sécurité',
  'recovery.securityAnswer.label': 'Votre réponse',
  'recovery.securityAnswer.required': 'Entrez la réponse à votre question de sécurité.',
  'recovery.options.required': 'Choisissez où envoyer le code.',
  'recovery.code.sending': 'Envoi de votre code…',
  'recovery.code.sentEmail': 'Nous avons envoyé un code à 6 chiffres à {destination}.',
  'recovery.submitting': 'Vérification…',
  'recovery.done.title': 'Votre mot de passe a été modifié',
  'recovery.done.body': 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
  'recovery.userIds.title': 'Vos identifiants',
  'recovery.userIds.body': 'Ces identifiants utilisent le courriel ou le téléphone que vous avez entré.',
  'recovery.linkExpired.title': 'Ce lien a expiré',
  'recovery.startOver': 'Recommencer',
  'recovery.forgotUserId': 'Identifiant oublié?',
  'recovery.csr.hint':
    'Un agent du soutien vous a demandé de définir un nouveau mot de passe. Répondez de nouveau à votre question de sécurité pour confirmer.',
  'identityProofing.title': 'Vérifiez votre identité',
  'identityProofing.body':
    'Nous utilisons ces renseignements pour confirmer votre identité. Nous ne les communiquons jamais.',
  'identityProofing.showId': 'Afficher le {idName}',
  'identityProofing.dateHint.MDY': 'MM/JJ/AAAA',
  'identityProofing.dateHint.YMD': 'AAAA/MM/JJ',
  'identityProofing.chooseRegion': 'Choisissez',
  'identityProofing.done.title': 'Votre identité est vérifiée',
  'identityProofing.questions.title': 'Répondez à quelques questions',
  'vuu.title': 'Confirmez vos coordonnées',
  'vuu.body':
    'Gardez votre téléphone et votre nom à jour pour que nous puissions vous aider à récupérer votre compte.',
  'vuu.done.title': 'Vos renseignements sont à jour',
  'consent.title': '{client} veut accéder à votre compte',
  'consent.body':
    "Si vous autorisez l'accès, les renseignements ci-dessous seront communiqués à cette application.",
  'consent.required': 'Vous devez accepter ceci pour continuer.',
  'consent.signInAgain': 'Connectez-vous de nouveau pour continuer.',
  'consent.selectAccount': 'Choisissez le compte avec lequel continuer.',
  'consent.done.title': 'Merci, vos choix sont enregistrés',
  'consent.declined.title': "Vous n'avez pas autorisé l'accès",
  'consent.item.terms': "J'accepte les conditions d'utilisation",
  'consent.item.marketing': 'Envoyez-moi des nouvelles et des offres par courriel',
  'invitation.accessCode.label': "Code d'accès",
  'invitation.accessCode.hint': "Le code d'accès à 6 chiffres se trouve dans votre courriel d'invitation.",
  'invitation.accessCode.required': "Entrez le code d'accès de votre invitation.",
  'invitation.body': 'Vous avez été invité à vous joindre à {realm}.',
  'invitation.success.title': 'Vous vous êtes joint à {realm}',
  'invitation.success.body': 'Vous pouvez maintenant utiliser ce compte avec {realm}.',
  'invitation.expired.body':
    'Demandez à la personne qui vous a invité de vous envoyer une nouvelle invitation.',
  'invitation.checking': 'Vérification de votre invitation…',
  'notice.accountDeletion.cancelled': 'Votre compte ne sera pas supprimé.',
} as const satisfies MessageTable;
