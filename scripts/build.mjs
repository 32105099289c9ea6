#!/usr/bin/env node
// Builds everything `npm start` serves: the WebAssembly core, the web app and the API bundle.
import { run, step } from './lib.mjs';

step('Building the WebAssembly core');
run('node', ['rppg-core/scripts/build-wasm.mjs']);
step('Building the web app');
run('pnpm', ['--filter', '@ai-doctor/web', 'build']);
step('Building the API');
run('pnpm', ['--filter', '@ai-doctor/api', 'build']);
