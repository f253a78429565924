export { tones, toneIconNames, toneRole, type Tone } from './tone';
export { tonePalette, toneSurface, toneIcon } from './tone.css';
