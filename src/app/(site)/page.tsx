export default function HomePage() {
  return <main className="p-8"><h1 className="text-2xl font-bold">科研学术服务平台</h1></main>
}
