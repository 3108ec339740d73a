import '../strictCsp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ReviewPage } from './ReviewPage';
import '../styles/tokens.css';
import '../ui/visuallyHidden.css';
import './review.css';

const root = document.getElementById('root');
if (!root) throw new Error('review.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ReviewPage />
  </StrictMode>,
);
