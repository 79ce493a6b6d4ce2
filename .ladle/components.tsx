import type { GlobalProvider } from '@ladle/react';
import '../ui/styles.css';

export const Provider: GlobalProvider = ({ children }) => <div className="ik-story-root">{children}</div>;
