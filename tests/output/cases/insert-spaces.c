int main(void)
{
  int x = 1;
  if (x) {
  }
  while (x) {
      e();
  }
  return 0;
}
