import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import '@sukoon/ui/fonts';
import '@sukoon/ui/theme.css';
import { App } from './app/App';

// zod probes eval() to speed up parsing; our CSP forbids eval, so skip the probe (and its CSP reports).
z.config({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
