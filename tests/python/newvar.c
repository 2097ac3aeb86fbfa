struct item *it;

void f(void)
{
	use(it);
	use(other);
}
