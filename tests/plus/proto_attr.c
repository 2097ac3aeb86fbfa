/* A prototype follows its definition, whose attributes come after the
 * parameters. */
int func(int a);

int func (int a) __attribute__((attr)) {
  return 42;
}
