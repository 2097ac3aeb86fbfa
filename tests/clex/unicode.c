/* Extended identifier characters, typographic quotes, other symbols. */
int café = 1;
int αβγ = 2, жук2 = café;
int 日本;
void g(void)
{
	puts(“don’t say ‘no’”);
	c = ‘x’;
	x = a × b ≤ c;
	y = “unclosed;
	z = ��;
}
