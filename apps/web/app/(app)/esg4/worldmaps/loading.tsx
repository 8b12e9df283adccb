// The screen's shape while its server part loads. Not above a page that can answer 404 (route-states.test.ts).
export { AnalyticsScreenLoading as default } from '@/components/app-shell/page-skeleton';
