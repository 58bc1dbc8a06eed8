import { Outlet } from 'react-router-dom';
import { RemoteComponent } from '@club/shared';

/** mf-content's Layout (menus, top bar, footer) around the routed page; the page survives without it. */
export function LayoutSlot() {
  return <RemoteComponent id="mf-content/Layout" props={{ children: <Outlet /> }} fallback={<Outlet />} />;
}
