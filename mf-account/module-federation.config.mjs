// Everything this remote exposes, in one place. The shell's route table refers to these as `account/<key>`.
export default {
  name: 'account',
  exposes: {
    './SignInPage': './src/exposed/SignInPage.tsx',
    './SavedProductsPage': './src/exposed/SavedProductsPage.tsx',
  },
};
