export function App() {
  return <p>Hazardscope</p>;
}
