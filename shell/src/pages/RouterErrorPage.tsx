import { useRouteError } from 'react-router-dom';

/** SPEC §8: the router fallback reads 'Unexpected Application Error!'. */
export function RouterErrorPage() {
  console.error('[router]', useRouteError());
  return (
    <section className="page-message">
      <h1>Unexpected Application Error!</h1>
    </section>
  );
}
