void sm(int a)
{
  legacy(a);
  if (a) {
      legacy(a);
  }
}
