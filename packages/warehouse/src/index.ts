// Filled by the data-platform issue (#3); the workspace exists so that the layout is fixed from the start.
export {};
