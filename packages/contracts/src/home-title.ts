/**
 * The home page's title, apart from the other page heads: the web app needs only this one, and the
 * table of every page's head would add 1 KB to its first load (page-heads.ts).
 */
export const homePageTitle = "FairCarat — Lab-Grown Diamond Price Analysis";
