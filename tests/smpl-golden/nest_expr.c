void ne(int secret, int pub)
{
	emit(secret, 1);
	emit(secret + pub, 2);
	emit(pub, 3);
}
