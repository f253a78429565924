// The design system's font faces: a stylesheet the entry imports for its side effect (the package's "./fonts"
// export). TypeScript 7 checks side-effect imports, and `*.css` patterns match file names, not a package path.
declare module '@sukoon/ui/fonts';
