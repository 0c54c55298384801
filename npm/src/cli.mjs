#!/usr/bin/env node
// `npx oneshader ...`: the native command line, run by the WebAssembly build
// on the files of this disk (see runCommandLine in oneshader.mjs).
import { runCommandLine } from './oneshader.mjs';

process.exitCode = await runCommandLine(process.argv.slice(2));
