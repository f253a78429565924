// Inter from npm (not a CDN): identical glyphs on every machine, so screenshots are stable.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
