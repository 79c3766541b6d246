/**
 * What a mutation may tell the shell's one mutation-error handler (shell/src/queryClient.ts). By default a failed
 * mutation shows the server's message (already in the visitor's language) as an error alert; `errorAlert: false` is
 * for a hook that shows its errors itself (inline in a form, the spec's own text, or only a log).
 */
export type ShopMutationMeta = {
  errorAlert?: false;
};

// Types `meta` in every useMutation of the shell and the remotes, so a misspelt key does not compile.
declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: ShopMutationMeta;
  }
}
