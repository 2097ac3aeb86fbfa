int g;

void apply(void)
{
	g = compute();
}
