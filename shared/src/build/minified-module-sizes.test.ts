/** @jest-environment node */
import { minifiedModuleSizes } from './minified-module-sizes';

describe('minifiedModuleSizes', () => {
  it('measures each factory of a chunk’s module table by its id', () => {
    const first = '12(e,t,n){n.d(t,{a:()=>1})}';
    const second = '345:function(e){e.exports=42}';
    const chunk = `"use strict";(self.webpackChunkshell=self.webpackChunkshell||[]).push([[7],{${first},${second}}]);`;
    expect(minifiedModuleSizes(chunk)).toEqual(
      new Map([
        ['12', first.length],
        ['345', second.length],
      ]),
    );
  });

  it('ignores objects that are not module tables, and a script it cannot parse', () => {
    expect(minifiedModuleSizes('var o={a:1,b(){return 2}};').size).toBe(0);
    expect(minifiedModuleSizes('this is not javascript').size).toBe(0);
  });
});
