import { Component, type ReactNode } from "react";

/**
 * Spec §8: the router's generic fallback screen. Kept free of providers and styles: it must render
 * even when what failed was the app shell itself.
 */
export function RouterErrorScreen() {
  return (
    <main id="main-content" style={{ fontFamily: "system-ui, sans-serif", padding: "2rem", maxWidth: "40rem" }}>
      <h1>Unexpected Application Error!</h1>
      <p>Ocurrió un error inesperado al mostrar esta página. Puede volver a intentarlo o ir al inicio.</p>
      <p>
        <a href={typeof window !== "undefined" ? window.location.href : "/"}>Intentar de nuevo</a> · <a href="/homePage">Ir al inicio</a>
      </p>
    </main>
  );
}

interface Props {
  /** Changes on every navigation, so the next page gets a fresh try. */
  resetKey: string;
  children: ReactNode;
}

/** Catches what a route throws while rendering and shows the fallback screen. */
export class RouterErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.error ? <RouterErrorScreen /> : this.props.children;
  }
}
