import { Route, Routes, useParams } from 'react-router-dom';
import { NewsDetail, NewsListPage } from '../features/news/pages';

function NewsDetailRoute() {
  const { newsId = '' } = useParams();
  return <NewsDetail key={newsId} newsId={newsId} />;
}

/** Mounted by the shell at /news/*: '/news' is the grid, '/news/:newsId' a news item. */
export default function NewsRoutes() {
  return (
    <main id="main-content" className="news-routes" tabIndex={-1}>
      <Routes>
        <Route index element={<NewsListPage />} />
        <Route path=":newsId" element={<NewsDetailRoute />} />
        <Route path="*" element={<NewsListPage />} />
      </Routes>
    </main>
  );
}
