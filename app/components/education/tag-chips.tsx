/** A class's tags as chips (the class tables and the class form's preview). */
export function TagChips({ tags }: { tags: string[] }) {
  if (!tags.length) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
          {tag}
        </li>
      ))}
    </ul>
  );
}
