/**
 * Day arithmetic of the web calls (YYYY-MM-DD dates), which is the domain's dates module: re-exported so that the
 * routes' imports stay as they are. What this module held besides is split by what it does: caller-groups.ts
 * (groups and assets a call names), dataset-class.ts (the dataset a class reads, with its data permission),
 * web-params.ts (parameter checks), lake/answer-from-lake.ts (ETag, single read, answer cache) and
 * lake/read-lake.ts (read errors as HTTP answers).
 */
export { addDays, daysBetween } from '@moodwire/domain';
