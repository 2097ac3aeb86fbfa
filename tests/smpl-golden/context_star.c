void cs(char *buf)
{
	gets(buf);
	puts(buf);
}
