import { z } from 'zod';
import '@sukoon/ui/fonts';
import '@sukoon/ui/theme.css';
import { startApp } from './app/App';

// zod probes eval() to speed up parsing; our CSP forbids eval, so skip the probe (and its CSP reports).
z.config({ jitless: true });

// Hydrates a prerendered page, or renders the empty shell (src/app/App.tsx).
void startApp(document.getElementById('root')!);
