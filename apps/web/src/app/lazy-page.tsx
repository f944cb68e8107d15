/**
 * Lazily loaded route pages: each route's code is its own chunk, shown with a loading state,
 * a 'component failed to load' view naming the route, or a load error with a reload button.
 */
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ComponentFailedView, PageLoadErrorView, PageLoading } from './route-states.tsx';

/** The chunk could not be downloaded or evaluated. */
class PageLoadError extends Error {
  constructor(
    readonly path: string,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PageLoadError';
  }
}

/** The chunk loaded but exported no page component. */
class ComponentMissingError extends Error {
  constructor(readonly path: string) {
    super(`路由 ${path} 的模块没有默认导出的页面组件`);
    this.name = 'ComponentMissingError';
  }
}

type PageModule = { default?: ComponentType };

class RouteLoadBoundary extends Component<{ path: string; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error instanceof ComponentMissingError) return <ComponentFailedView path={error.path} />;
    if (error instanceof PageLoadError) return <PageLoadErrorView path={error.path} error={error.cause} />;
    // A page that fails while rendering is the global boundary's business ('加载出错').
    if (error) throw error;
    return this.props.children;
  }
}

/** `lazyPage('/about', () => import('../pages/about/AboutPage.tsx'))` → a component for the route table. */
export function lazyPage(path: string, load: () => Promise<PageModule>): ComponentType {
  const Page = lazy(async () => {
    let module: PageModule;
    try {
      module = await load();
    } catch (error) {
      throw new PageLoadError(path, error);
    }
    if (module.default == null) throw new ComponentMissingError(path);
    return { default: module.default };
  });
  function LazyPage() {
    return (
      <RouteLoadBoundary path={path}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </RouteLoadBoundary>
    );
  }
  LazyPage.displayName = `LazyPage(${path})`;
  return LazyPage;
}
