// Everything this remote exposes, in one place. The shell's route table refers to these as `catalog/<key>`.
export default {
  name: 'catalog',
  exposes: {
    './WebshopPage': './src/exposed/WebshopPage.tsx',
    './SearchPage': './src/exposed/SearchPage.tsx',
    './PromotionPage': './src/exposed/PromotionPage.tsx',
    // Mounted by the shell in the header (not a route).
    './SearchBox': './src/exposed/SearchBox.tsx',
    // Mounted by the shell on the home page, below the company introduction.
    './HomeHighlights': './src/exposed/HomeHighlights.tsx',
  },
};
