import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureGraph, overBudget, staticImports } from './bundleBudget.mjs';

describe('staticImports', () => {
  it.each([
    ['import { a } from "./a.js";', ['./a.js']],
    ["import './side.js';", ['./side.js']],
    ['export * from "../b.js";export{c}from"./c.js";', ['../b.js', './c.js']],
    ['import React from "react";', []],
    ['const x = () => import("./lazy.js");', []],
    ['import{a as b,c}from"./min.js";import"./css.js"', ['./min.js', './css.js']],
  ])('%s', (code, expected) => {
    expect(staticImports(code)).toEqual(expected);
  });
});

describe('measureGraph', () => {
  it('counts the entry and its static imports once each, not lazy chunks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'budget-'));
    writeFileSync(
      join(dir, 'entry.js'),
      'import "./a.js";import{b}from"./b.js";const l=()=>import("./lazy.js");',
    );
    writeFileSync(join(dir, 'a.js'), 'import{b}from"./b.js";');
    writeFileSync(join(dir, 'b.js'), 'export const b=1;');
    writeFileSync(join(dir, 'lazy.js'), 'x'.repeat(10_000));
    expect(
      measureGraph(join(dir, 'entry.js')).map((row) => row.file.slice(dir.length + 1)),
    ).toEqual(['entry.js', 'a.js', 'b.js']);
  });
});

describe('overBudget', () => {
  it.each([
    [{ js: 100_000, css: 10_000 }, []],
    [{ js: 100_000, css: 11_500 }, ['CSS is 11.5 kB gzip, over its budget of 10.0 kB by 1.5 kB']],
    [{ js: 102_100, css: 10_000 }, ['JS is 102.1 kB gzip, over its budget of 100.0 kB by 2.1 kB']],
  ])('%j', (measured, expected) => {
    expect(overBudget(measured, { js: 100_000, css: 10_000 })).toEqual(expected);
  });
});
