import { Component, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { PreloadError } from "../routing/lazyView";

interface State {
  error: unknown;
}

/**
 * Offers a reload when a page's code failed to download; any other error goes on to the router's
 * error screen.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- an error boundary rethrows what it caught, as it was thrown, so the router's error screen gets the original value
    if (!(error instanceof PreloadError)) throw error;
    return (
      <section role="alert" aria-labelledby="preload-error-title">
        <h1 id="preload-error-title">
          <FormattedMessage id="preloadError.title" defaultMessage="No fue posible cargar esta página" />
        </h1>
        <p>
          <FormattedMessage
            id="preloadError.body"
            defaultMessage="Revise su conexión a internet. Si el portal se actualizó mientras navegaba, recargar la página lo soluciona."
          />
        </p>
        <button type="button" onClick={() => window.location.reload()}>
          <FormattedMessage id="preloadError.reload" defaultMessage="Recargar la página" />
        </button>
      </section>
    );
  }
}
