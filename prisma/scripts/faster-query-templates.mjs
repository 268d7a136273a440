// Prisma 6.19's client writes each statement's SQL from its plan's template (text and parameters)
// through generators: 50-120 µs a statement on this machine, where the same loops written plainly
// take 1-4 µs (docs/performance.md, seventeenth round). This rewrites the two functions that do it
// in @prisma/client's runtime (client.js and client.mjs, their minified names found by pattern),
// keeping what they return and every error they throw (tests/unit/faster-query-templates.test.ts
// compares both on random templates). Run after `npm install` (postinstall). A runtime whose code
// differs (another Prisma version) is left as it is, and said so: it is only slower.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const MARK = "function $tplOver(";

// The SQL of one chunk of parameters: `render(fragments, placeholderFormat, params, argTypes)`.
const RENDER =
  /function (\w+)\(e,t,r,n\)\{let i="",o=\{placeholderNumber:1\},s=\[\],a=\[\];for\(let l of \w+\(e,r,n\)\)\{if\(i\+=(\w+)\(l,t,o\),l\.type==="stringChunk"\)continue;[\s\S]*?return\{sql:i,args:s,argTypes:a\}\}/;
// The parameters split into chunks under the database's limit: `chunks(fragments, params, limit)`.
const CHUNKS = /function (\w+)\(e,t,r\)\{let n=0,i=0;for\(let s of \w+\(e,t,void 0\)\)\{let a=0;for\(let l of \w+\(s\)\)a\+\+;[\s\S]*?l=(\w+)\(s\.value,c\)[\s\S]*?return o\}/;

/** The plain versions, with the runtime's own names: its fragment writer (placeholders and tuples) and its tuple splitter. */
export function fastTemplateCode({ render, chunks, fragment, split }) {
  return (
    'function $tplOver(e){return new Error(`Malformed query template. Fragments attempt to read over ${e} parameters.`)}' +
    'function $tplList(o){if(!Array.isArray(o))throw new Error("Malformed query template. Tuple list expected.");if(o.length===0)throw new Error("Malformed query template. Tuple list cannot be empty.");for(let s of o)if(!Array.isArray(s))throw new Error("Malformed query template. Tuple expected.")}' +
    "function $tplTypes(a,l,u){if(l.arity===\"tuple\"){if(u%l.elements.length!==0)throw new Error(`Malformed query template. Expected the number of parameters to match the tuple arity, but got ${u} parameters for a tuple of arity ${l.elements.length}.`);for(let p=0;p<u/l.elements.length;p++)a.push(...l.elements)}else for(let p=0;p<u;p++)a.push(l)}" +
    `function ${render}(e,t,r,n){let i="",o={placeholderNumber:1},s=[],a=[],k=0;for(let f of e)switch(f.type){case"stringChunk":{i+=f.chunk;break}` +
    `case"parameter":{if(k>=r.length)throw $tplOver(r.length);let v=r[k],l=n?.[k];k++,i+=${fragment}(f,t,o),s.push(v),$tplTypes(a,l,1);break}` +
    `case"parameterTuple":{if(k>=r.length)throw $tplOver(r.length);let c=r[k],v=Array.isArray(c)?c:[c],l=n?.[k];k++,i+=${fragment}({...f,value:v},t,o);for(let x of v)s.push(x);$tplTypes(a,l,v.length);break}` +
    `case"parameterTupleList":{if(k>=r.length)throw $tplOver(r.length);let v=r[k];$tplList(v);let l=n?.[k];k++,i+=${fragment}({...f,value:v},t,o);let u=0;for(let c of v)for(let x of c)s.push(x),u++;$tplTypes(a,l,u);break}}return{sql:i,args:s,argTypes:a}}` +
    `function ${chunks}(e,t,r){let n=0,i=0,k=0,vs=[];for(let f of e)switch(f.type){` +
    `case"parameter":{if(k>=t.length)throw $tplOver(t.length);vs.push(t[k++]),i=Math.max(i,1),n+=1;break}` +
    `case"parameterTuple":{if(k>=t.length)throw $tplOver(t.length);let c=t[k++],v=Array.isArray(c)?c:[c];vs.push(v),i=Math.max(i,v.length),n+=v.length;break}` +
    `case"parameterTupleList":{if(k>=t.length)throw $tplOver(t.length);let v=t[k++];$tplList(v),vs.push(v);let a=0;for(let c of v)a+=c.length;i=Math.max(i,a),n+=a;break}}` +
    `let o=[[]];k=0;for(let f of e)switch(f.type){case"parameter":{let v=vs[k++];for(let a of o)a.push(v);break}` +
    `case"parameterTuple":{let v=vs[k++],a=v.length,l=[];if(r&&o.length===1&&a===i&&n>r&&n-a<r){let c=r-(n-a);l=${split}(v,c)}else l=[v];o=o.flatMap(c=>l.map(u=>[...c,u]));break}` +
    `case"parameterTupleList":{let v=vs[k++],a=v.reduce((p,d)=>p+d.length,0),l=[],c=[],u=0;for(let p of v)r&&o.length===1&&a===i&&c.length>0&&n-a+u+p.length>r&&(l.push(c),c=[],u=0),c.push(p),u+=p.length;c.length>0&&l.push(c),o=o.flatMap(p=>l.map(d=>[...p,d]));break}}return o}`
  );
}

/** The runtime's source with both functions rewritten; `found: false` when its code is not the one expected. */
export function fasterQueryTemplates(source) {
  if (source.includes(MARK)) return { source, found: true, changed: false };
  const render = RENDER.exec(source);
  const chunks = CHUNKS.exec(source);
  if (!render || !chunks) return { source, found: false, changed: false };
  const names = { render: render[1], fragment: render[2], chunks: chunks[1], split: chunks[2] };
  const [first, second] = render.index < chunks.index ? [render, chunks] : [chunks, render];
  const code = fastTemplateCode(names);
  // The helpers and both functions go where the first one was; the second is removed.
  const rewritten =
    source.slice(0, first.index) + code + source.slice(first.index + first[0].length, second.index) + source.slice(second.index + second[0].length);
  return { source: rewritten, found: true, changed: true };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const require = createRequire(import.meta.url);
  const runtime = path.dirname(require.resolve("@prisma/client/runtime/client"));
  for (const name of ["client.js", "client.mjs"]) {
    const file = path.join(runtime, name);
    const { source, found, changed } = fasterQueryTemplates(readFileSync(file, "utf8"));
    if (!found) console.warn(`faster-query-templates: ${file} is not the code expected (another Prisma version?); left as it is`);
    else if (changed) writeFileSync(file, source);
  }
}
