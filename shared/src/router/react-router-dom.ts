// What the suite's code uses of react-router-dom, and nothing else: the federation shares this
// module under the name 'react-router-dom' (federation.ts), so `import { Link } from
// 'react-router-dom'` keeps working in every remote, while the bundle carries only these parts
// of react-router (tree-shaken) instead of all of it (data routers, server rendering helpers,
// cookies, sessions): ~62 KB gzip -> see `pnpm bench:bundle`. ESLint allows importing exactly
// these names from 'react-router-dom' (eslint.config.mjs), so a missing one fails the lint, not
// the page. StaticRouter is here for server rendering: it must share the router contexts.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
