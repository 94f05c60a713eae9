// The files of the brand kit (/brand/lectern-logo-light.svg, …-light.png, …), drawn at build from the
// theme's tokens: the SVGs as written by brandLogoSvg, the PNGs rendered from them.
import type { APIRoute, GetStaticPaths } from 'astro';
import { brandFile, brandFileBody, brandFiles } from '../../areas/brand/brand-files';
import { rasterizeSvg } from '../../areas/brand/rasterize';

export const getStaticPaths = (() =>
  brandFiles().map((file) => ({ params: { file: file.name } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const file = brandFile(params.file ?? '');
  if (!file) return new Response('Not found', { status: 404 });
  const body = await brandFileBody(file, rasterizeSvg);
  return new Response(body, { headers: { 'Content-Type': file.contentType } });
};
