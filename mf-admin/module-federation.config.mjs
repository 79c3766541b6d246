// Everything this remote exposes, in one place. The shell's route table refers to these as `admin/<key>`.
export default {
  name: 'admin',
  exposes: {
    './AdminPanelPage': './src/exposed/AdminPanelPage.tsx',
  },
};
