import { createFileRoute } from '@tanstack/react-router';
import { DailyPage } from '../daily/DailyPage';

export const Route = createFileRoute('/daily/')({ component: () => <DailyPage /> });
