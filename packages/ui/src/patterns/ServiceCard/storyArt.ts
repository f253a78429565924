// Our own drawn artwork for stories (no photos copied from anywhere): a calm abstract scene as
// an inline SVG, so the image slot is exercised without a network request.
const scene = (sky: string, hill: string, sun: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="${sky}"/><circle cx="238" cy="62" r="30" fill="${sun}"/><path d="M0 132 C60 96 120 100 180 126 S280 150 320 118 V180 H0Z" fill="${hill}"/><path d="M0 152 C70 130 150 136 220 156 S300 170 320 160 V180 H0Z" fill="#FFFFFF" fill-opacity="0.45"/></svg>`;

const toDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export const storyArt = {
  calm: toDataUri(scene('#E3F0EE', '#2A6B66', '#F4C79B')),
  warm: toDataUri(scene('#FCEFE6', '#B6531A', '#FFFFFF')),
} as const;
