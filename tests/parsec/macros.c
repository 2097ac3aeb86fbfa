/* Macros the heuristics cannot guess: the parse errors blame them. */
int table[] = { FIRST, SECOND THIRD };

static int weird(int x)
{
	return x PLUS_ONE;
}

static int other(int x)
{
	x = x PLUS_ONE;
	return DOUBLE(x, 2) TWICE;
}
