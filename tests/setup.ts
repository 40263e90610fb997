/** bun test preload: quiet request logs and a test NODE_ENV for every test file. */
process.env.NODE_ENV = "test";
