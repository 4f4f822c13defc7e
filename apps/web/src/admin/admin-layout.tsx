import { useId, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { adminNav } from './admin-routes';
import { DeliveryBanner } from './delivery-banner';
import { useOwnerApp } from './owner-app';
import { signOut, useAdminSession } from './session-store';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-200'
  }`;

/**
 * The frame of every admin page: a header (who is signed in, the store in use, sign-out), the
 * navigation (a side column on wide screens, a Menu button below 768 px), the deliveries banner and the
 * page (its children, or the matched child route).
 */
export function AdminLayout({ children }: { children?: ReactNode }) {
  const session = useAdminSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const navId = useId();
  const s = session.status === 'signedIn' ? session.session : null;
  useOwnerApp();

  const leave = async () => {
    await signOut().catch(() => undefined);
    void navigate('/admin/login', { replace: true });
  };

  return (
    <div className="min-h-screen bg-slate-100 text-slate-900">
      <a
        href="#main"
        className="sr-only z-[60] rounded bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-300 bg-white px-4 py-3">
        <p className="mr-auto text-lg font-bold text-brand-900">Owner area</p>
        {s ? (
          <p className="text-sm text-slate-700" data-testid="admin-identity">
            Signed in as <strong className="text-slate-900">{s.user}</strong> · Store:{' '}
            <strong className="text-slate-900">{s.store.description}</strong>
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => void leave()}
          className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
        >
          Sign out
        </button>
        <button
          type="button"
          className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium text-slate-800 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          Menu
        </button>
      </header>
      <DeliveryBanner />
      <div className="md:flex">
        <nav
          id={navId}
          aria-label="Owner area"
          className={`${menuOpen ? 'block' : 'hidden'} border-b border-slate-300 bg-white p-3 md:block md:min-h-[calc(100vh-57px)] md:w-52 md:shrink-0 md:border-r md:border-b-0`}
        >
          <ul className="space-y-1">
            {adminNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6">
          {children ?? <Outlet />}
        </main>
      </div>
    </div>
  );
}
