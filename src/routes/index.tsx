import { createFileRoute } from '@tanstack/react-router';
import { Home } from '../game/Home';

export const Route = createFileRoute('/')({ component: Home });
