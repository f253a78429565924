export { Hero, type HeroProps } from './Hero';
export { heroStages, heroFrame, heroTimeline, HERO_PACE, type HeroStage, type HeroFrame } from './heroSequence';
