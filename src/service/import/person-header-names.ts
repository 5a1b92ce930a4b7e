// The header names spreadsheets and CRM exports give the person columns, in English,
// German, Hungarian, Spanish and French. They are compared like every column name
// (columns.ts aliasKey: without case, accents, spaces or punctuation), so "E-Mail",
// "e-mail" and "EMAIL" are one entry, and "Születési dátum" matches "szuletesi datum".
//
// A generic "telephone" word is the land line (as the English "telephone" always was);
// "phone" alone and every word for a mobile is the mobile. A word that names two fields in
// different languages is left out ("Name": the family name in German, the whole name in
// English), so a file never lands in the wrong column silently: it is refused, and --map says
// what the column is.
import type { PersonWritableField } from '../../domain/person.js';

export const PERSON_HEADER_NAMES: Record<PersonWritableField, readonly string[]> = {
  title: ['Salutation', 'Anrede', 'Megszólítás', 'Titulus', 'Tratamiento', 'Civilité'],
  last: [
    'Last Name', 'Surname', 'Family Name', 'Name Last', 'Nachname', 'Familienname', 'Vezetéknév', 'Családnév',
    'Apellido', 'Apellidos', 'Nom de famille', 'Nom',
  ],
  first: [
    'First Name', 'Given Name', 'Forename', 'Name First', 'Vorname', 'Keresztnév', 'Utónév', 'Nombre', 'Prénom',
  ],
  email: [
    'E-mail', 'Mail', 'Email Address', 'E-Mail-Adresse', 'Email 1', 'E-mail cím', 'Email cím', 'Correo', 'Correo electrónico',
    'Courriel', 'Adresse e-mail', 'Adresse électronique',
  ],
  email2: [
    'Second Email', 'Email Address 2', 'Alternative Email', 'Other Email', 'Zweite E-Mail', 'Weitere E-Mail', 'Második e-mail',
    'Segundo correo', 'Otro correo', 'Deuxième e-mail', 'Autre e-mail', 'Autre courriel',
  ],
  category: ['Categories', 'Kategorie', 'Kategória', 'Categoría', 'Catégorie'],
  regio: ['Region', 'Regions', 'Régió', 'Región', 'Région'],
  country: ['Land', 'Ország', 'País', 'Pays'],
  state: ['County', 'Bundesland', 'Megye', 'Provincia', 'Département'],
  city: ['Town', 'Ort', 'Stadt', 'Wohnort', 'Város', 'Település', 'Ciudad', 'Localidad', 'Población', 'Ville', 'Commune', 'Localité'],
  street: [
    'Address', 'Street Address', 'Straße', 'Adresse', 'Anschrift', 'Utca', 'Cím', 'Lakcím', 'Dirección', 'Calle', 'Domicilio', 'Rue',
  ],
  zip: ['Zip Code', 'Postcode', 'Postal Code', 'PLZ', 'Postleitzahl', 'Irányítószám', 'Irsz', 'Código postal', 'CP', 'Code postal'],
  birth_place: ['Birthplace', 'Place of Birth', 'Geburtsort', 'Születési hely', 'Lugar de nacimiento', 'Lieu de naissance'],
  birth_date: [
    'Birthdate', 'Date of Birth', 'DOB', 'Birthday', 'Geburtsdatum', 'Geburtstag', 'Születési dátum', 'Születési idő', 'Született',
    'Fecha de nacimiento', 'Date de naissance',
  ],
  phone_land: [
    'Landline', 'Home Phone', 'Phone Home', 'Telephone', 'Telefon', 'Festnetz', 'Telefon privat', 'Vezetékes telefon', 'Teléfono',
    'Teléfono fijo', 'Téléphone fixe', 'Téléphone',
  ],
  phone_mobile: [
    'Phone', 'Mobile', 'Mobile Phone', 'Cell Phone', 'Cell', 'Mobil', 'Handy', 'Mobiltelefon', 'Mobilnummer', 'Mobilszám',
    'Móvil', 'Teléfono móvil', 'Celular', 'Portable', 'Téléphone portable',
  ],
  sex: ['Gender', 'Geschlecht', 'Nem', 'Neme', 'Sexo', 'Género', 'Sexe', 'Genre'],
  move_ok: ['Relocate', 'Willing to Relocate', 'Umzugsbereit', 'Költözne', 'Költözhet', 'Traslado', 'Mobilité géographique'],
  girl_name: ['Maiden Name', 'Geburtsname', 'Mädchenname', 'Születési név', 'Leánykori név', 'Apellido de soltera', 'Nom de jeune fille'],
  mother_name: ["Mother's Name", 'Name der Mutter', 'Anyja neve', 'Nombre de la madre', 'Nom de la mère'],
  family_state: ['Marital Status', 'Familienstand', 'Családi állapot', 'Estado civil', 'Situation familiale', 'État civil'],
  nationality: ['Staatsangehörigkeit', 'Nationalität', 'Állampolgárság', 'Nacionalidad', 'Nationalité'],
  nationality2: [
    'Second Nationality', 'Zweite Staatsangehörigkeit', 'Második állampolgárság', 'Segunda nacionalidad', 'Seconde nationalité',
  ],
  experience: ['Years of Experience', 'Berufserfahrung', 'Tapasztalat', 'Szakmai tapasztalat', 'Experiencia', 'Années d\'expérience', 'Expérience'],
};
