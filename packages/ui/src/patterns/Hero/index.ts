export { Hero, type HeroProps, type RenderLink } from './Hero';
export { heroStages, heroFrame, heroTimeline, HERO_PACE, type HeroStage, type HeroFrame } from './heroSequence';
