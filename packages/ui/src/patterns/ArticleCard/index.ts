export { ArticleCard, articleDate, type ArticleCardProps } from './ArticleCard';
