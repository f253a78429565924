import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@sukoon/ui/fonts';
import '@sukoon/ui/theme.css';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
