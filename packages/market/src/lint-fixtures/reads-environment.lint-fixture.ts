// A reader that looks its settings up itself instead of being passed them.
export const feedFolder = process.env.MARKET_FEEDS;
